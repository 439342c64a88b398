/** The admin's data-provider resource of plate checks: SPEC §2 path `/check-plates` (permissions `plate-check-<action>`). */
export const PLATE_CHECK_RESOURCE = 'check-plates';

/** Query value of the 'Consultar placa' dialog (core's dialog list, SPEC §2 `ds=check-plate`). */
export const CHECK_PLATE_DIALOG = 'check-plate';
