/** docs/rules.md section 9: login-interrupt window 7 days, under 4 views in window, under 3 today. */
export const LOGIN_INTERRUPT_WINDOW_DAYS = 7;
export const LOGIN_INTERRUPT_MAX_VIEWS_IN_WINDOW = 4;
export const LOGIN_INTERRUPT_MAX_VIEWS_TODAY = 3;

/** The cookie that marks the prompt viewed (dismissed); a 401 clears it (docs/rules.md section 8). */
export const LOGIN_INTERRUPT_COOKIE = 'login_interrupt_viewed';
/** The stored list of view times, in epoch milliseconds. */
export const LOGIN_INTERRUPT_VIEWS_KEY = 'login_interrupt_views';
