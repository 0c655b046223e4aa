/** trainBench calls (SPEC §7 Train): filled by the trainBench slice. */
export {};
