// The shell's own words (issue 59), in a module of their own that imports nothing: the browser
// tests read them without loading the app's services.

/** The skip link's words (WCAG 2.4.1): the first stop of the keyboard on every screen behind sign-in. */
export const SKIP_TO_MAIN = '跳到主要内容';

/** 退出's question on a phone, where it sat 4 px below 效果图 and signed out on one tap. */
export const SIGN_OUT_QUESTION = '确定退出登录吗？';
