/**
 * A sent SMS code: the server's message, and the screens' notice when the answer names none.
 * Apart from SIGN_IN_MESSAGES, which every page's start-up loads: only the code senders need it.
 */
export const SMS_SENT_MESSAGE = '短信验证码已发送';
