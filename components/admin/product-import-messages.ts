/** The fixed texts of the products import screen (app/admin/(staff)/products/import), which its tests import. */
export const IMPORT_FILE_LABEL = 'CSV file';
export const IMPORT_FILE_HINT =
  "The shop's columns (as the shop's export writes them) or Shopify's product CSV. Every row is checked first: if one is wrong, nothing is imported.";
export const IMPORT_SUBMIT = 'Check and import';
export const IMPORT_CHECKING = 'Checking the file…';
export const IMPORT_CHOOSE_FILE = 'Choose a CSV file first.';
export const IMPORT_FAILED = 'The import could not be sent. Check your connection and try again.';
export const IMPORT_PROBLEMS_CAPTION = 'Problems by row and column';
export const IMPORT_PROGRESS_LABEL = 'Import progress';
export const IMPORT_OWNERS_ONLY = 'Only an owner may import products. Any member may export them.';

export function importProgressText(done: number, total: number): string {
  return `Importing: ${done} of ${total} products written…`;
}

export function importDoneText(job: { created: number; updated: number; pictures: number }): string {
  return `Imported: ${job.created} product${job.created === 1 ? '' : 's'} added, ${job.updated} updated, ${job.pictures} picture${job.pictures === 1 ? '' : 's'} fetched.`;
}

export const IMPORT_JOB_FAILED = 'The import stopped and wrote nothing:';
