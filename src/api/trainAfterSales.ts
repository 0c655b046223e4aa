/** trainAfterSales calls (SPEC §7 Train): filled by the trainAfterSales slice. */
export {};
