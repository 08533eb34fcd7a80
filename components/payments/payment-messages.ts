/** Shown on every page while the stand-in payment providers are in use. */
export const TEST_MODE_BADGE_TEXT = 'Test mode: payments are simulated';
