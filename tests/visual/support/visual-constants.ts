/** Settings shared by the visual tests' server and its test files (decision 041). */
export const VISUAL_JWT_SECRET = 'visual-tests-secret-visual-tests-secret-0123456789';
/** Monday 16 March 2026, 09:00 in Paris: the "now" of every screenshot (server and browser). */
export const VISUAL_NOW = '2026-03-16T08:00:00.000Z';
