/** The careers page's own words. */
export const SEND_RESUME = 'Send Us Your Resume';
export const NO_OPENINGS = 'There are no open positions right now. Please check back soon.';
export const RESUME_FAILED = 'Failed to submit resume. Please try again.';
