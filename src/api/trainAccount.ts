/** trainAccount calls (SPEC §7 Train): filled by the trainAccount slice. */
export {};
