/** What duration and distance read when there is no trip yet (SPEC §2 summary card, §3 Trip display). */
export const NOT_CALCULATED = 'Não calculado';
