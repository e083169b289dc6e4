import { EDITOR_UPLOAD_MESSAGES } from '../../../domain/editor/editor-constants';
import { IMAGE_MESSAGES } from '../../../domain/common/image-file';

/** The editor's own notices (spec 2 section 8: errors for 4 s, autosave success for 2 s). */
export const EDITOR_MESSAGES = {
  ...EDITOR_UPLOAD_MESSAGES,
  loadError: IMAGE_MESSAGES.uploadFailed,
  configError: '后端配置项没有正常加载，上传插件不能正常使用！',
  autosaved: '本地保存成功',
  draftRestored: '已恢复本地草稿',
  uploading: '正在上传...',
  wordLimit: (limit: number) => `字数已达上限 ${limit}，超出的内容未能输入`,
  sourceOverLimit: (limit: number) => `源代码中的字数超过上限 ${limit}，无法应用`,
  externalImages: '外部图片不会被上传到服务器，请使用“插入图片”上传图片',
  remoteCaught: (n: number) => `已抓取 ${n} 张远程图片`,
  clipboardDenied: '浏览器不允许直接读取剪贴板，请使用 Ctrl+V 粘贴',
  chartNeedsTable: '请先将光标放在要生成图表的表格中',
  invalidLink: '链接地址无效，请输入以 http:// 或 https:// 开头的地址',
  invalidVideo: '视频地址无效，请输入以 http:// 或 https:// 开头的地址或嵌入代码',
  videoHostNotAllowed: (hosts: readonly string[]) =>
    hosts.length > 0
      ? `只能插入以下网站的视频播放器（https:// 开头）：${hosts.join('、')}`
      : '不能插入视频播放页，请输入视频文件地址',
  invalidImageUrl: '图片地址无效',
} as const;
