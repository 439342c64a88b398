/** Where the report's script answers (beside the report, so it is this server's like every page script). */
export const REPORT_PRINT_SCRIPT_PATH = '/app/routes/report/print.js';

/**
 * The report's only script: its 'Imprimir' button (`button.print`) opens the browser's print dialog. A
 * file, not an `onclick` attribute: the pages' Content-Security-Policy runs no inline script.
 */
export const REPORT_PRINT_SCRIPT = `document.querySelector('button.print')?.addEventListener('click', () => window.print());
`;
