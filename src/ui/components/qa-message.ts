/** What the Q&A entry says while the module is under construction: the top navigation's 问答 and the home page's block. */
export const QA_MESSAGE = '正在装修，尽情期待';
