import { setVideoHosts } from '../../../src/ui/components/rich-text-editor/video-hosts';

// The player frame below is on an allowed video host (a build setting; start-up sets it in the app).
setVideoHosts(['player.example.com']);

/**
 * Markup the editor produces or accepts, in the serialised form the browser gives back:
 * each must pass the sanitiser unchanged.
 */
export const ALLOWED_MARKUP: string[] = [
  '<p>纯文本段落</p>',
  '<p>第一行<br>第二行</p>',
  '<p><strong>加粗</strong> <em>斜体</em> <u>下划线</u> <s>删除线</s></p>',
  '<p><b>b</b><i>i</i><sub>2</sub><sup>3</sup><code>const a = 1;</code></p>',
  '<p><span style="color: #e03e2d;">红色文字</span></p>',
  '<p><span style="color: rgb(53, 152, 219); background-color: #fbeeb8;">彩色</span></p>',
  '<p><span style="font-size: 18px; font-family: 微软雅黑;">字体</span></p>',
  '<h1>一级标题</h1>',
  '<h2 style="text-align: center;">居中标题</h2>',
  '<h3>三</h3><h4>四</h4><h5>五</h5><h6>六</h6>',
  '<p style="text-align: right;">右对齐</p>',
  '<p style="text-align: justify;">两端对齐</p>',
  '<p style="padding-inline-start: 80px;">缩进两级</p>',
  '<p style="text-indent: 2em; line-height: 1.8;">首行缩进</p>',
  '<blockquote>引用的文字</blockquote>',
  '<pre>function a() {<br>    return 1;<br>}</pre>',
  '<ul><li>第一项</li><li>第二项</li></ul>',
  '<ol><li>一</li><li>二</li></ol>',
  '<ol start="3"><li>三</li></ol>',
  '<ul><li>外层<ul><li>内层</li></ul></li></ul>',
  '<p><a href="https://www.example.com/articles/1">链接</a></p>',
  '<p><a href="https://www.example.com" target="_blank" rel="noopener noreferrer" title="说明">新窗口</a></p>',
  '<p><a href="/company/articles?id=3#top">站内链接</a></p>',
  '<p><a href="mailto:service@example.com">邮件</a> <a href="tel:4000000000">电话</a></p>',
  '<p><img src="/uploads/editor/1.png" alt="客厅"></p>',
  '<p><img src="https://img.example.com/a.jpg" alt="" width="300" height="200" title="效果图"></p>',
  '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>',
  '<video src="https://v.example.com/a.mp4" width="420" height="280" controls=""></video>',
  '<iframe src="https://player.example.com/embed/1" width="420" height="280" frameborder="0" allowfullscreen="" sandbox="allow-scripts allow-same-origin allow-presentation"></iframe>',
  '<table><tbody><tr><th>项目</th><th>价格</th></tr><tr><td>地板</td><td>120</td></tr></tbody></table>',
  '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td style="vertical-align: top;">b</td></tr></tbody></table>',
  '<table><colgroup><col style="width: 92px;"><col style="width: 120px;"></colgroup><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
  '<table><tbody><tr><td colspan="2" rowspan="1">合并</td></tr></tbody></table>',
  '<table><tbody><tr><td style="text-align: center; background-color: #fdf6e3; width: 120px;">c</td></tr></tbody></table>',
  '<p style="color: #666666; border-left: 4px solid #dddddd; padding-left: 12px;">引言样式</p>',
  '<h2 style="text-align: center; border-bottom: 2px solid #cccccc; padding-bottom: 4px;">居中标题样式</h2>',
  // A chart exactly as the editor draws it (one series, one category).
  '<figure data-chart="{&quot;categories&quot;:[&quot;一月&quot;],&quot;series&quot;:[{&quot;name&quot;:&quot;客厅&quot;,&quot;values&quot;:[12]}]}"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 320" width="560" height="320" role="img" aria-label="柱状图：客厅"><title>柱状图：客厅</title><g><line x1="48" y1="264" x2="544" y2="264" stroke="#eeeeee" stroke-width="1"></line><text x="42" y="268" text-anchor="end" font-size="12" fill="#333333">0</text><line x1="48" y1="181.3" x2="544" y2="181.3" stroke="#eeeeee" stroke-width="1"></line><text x="42" y="185.3" text-anchor="end" font-size="12" fill="#333333">5</text><line x1="48" y1="98.7" x2="544" y2="98.7" stroke="#eeeeee" stroke-width="1"></line><text x="42" y="102.7" text-anchor="end" font-size="12" fill="#333333">10</text><line x1="48" y1="16" x2="544" y2="16" stroke="#eeeeee" stroke-width="1"></line><text x="42" y="20" text-anchor="end" font-size="12" fill="#333333">15</text><line x1="48" y1="264" x2="544" y2="264" stroke="#999999" stroke-width="1"></line><rect x="97.6" y="65.6" width="396.8" height="198.4" fill="#4e79a7"><title>客厅 一月: 12</title></rect><text x="296" y="282" text-anchor="middle" font-size="12" fill="#333333">一月</text><rect x="48" y="296" width="10" height="10" fill="#4e79a7"></rect><text x="62" y="306" text-anchor="start" font-size="12" fill="#333333">客厅</text></g></svg></figure>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt; 作为文字是安全的</p>',
  '<p>javascript:alert(1) 作为文字也是安全的</p>',
  '<p>&nbsp;&nbsp;&nbsp;&nbsp;Tab 缩进</p>',
];
