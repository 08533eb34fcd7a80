import { Editor } from '@tiptap/core';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { BLOG_EDITOR_EXTENSIONS, isAllowedLinkHref } from './blog-editor-extensions';

function editorHtml(content: string): string {
  const editor = new Editor({ extensions: BLOG_EDITOR_EXTENSIONS, content });
  const html = editor.getHTML();
  editor.destroy();
  return html;
}

describe('the blog editor and the storefront sanitiser', () => {
  it.each([
    ['paragraphs with bold and italic', '<p>The vats wake in <strong>October</strong>, <em>after</em> the rains.</p>'],
    ['headings 2 to 4', '<h2>Why indigo</h2><h3>The vats</h3><h4>The cloth</h4><p>Text</p>'],
    ['a features list', '<ul><li><p>Hand block printed</p></li><li><p>Natural dyes</p></li></ul>'],
    ['a numbered list', '<ol><li><p>Wash</p></li><li><p>Print</p></li></ol>'],
    ['a quote', '<blockquote><p>Every cloth keeps the hand that made it.</p></blockquote>'],
    ['a link on the shop', '<p>Read <a href="/blog">more stories</a>.</p>'],
    ['a link to another site', '<p>See <a href="https://example.com/x">the museum</a>.</p>'],
    ['an e-mail link', '<p>Write to <a href="mailto:hello@example.com">us</a>.</p>'],
    ['text with signs to escape', '<p>Cotton &amp; silk, 3 &lt; 4</p>'],
  ])('%s: what the editor writes is what the sanitiser keeps', (_what, content) => {
    const html = editorHtml(content);
    expect(html).not.toBe('<p></p>');
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops what the sanitiser would refuse: scripts, handlers, styles, other links', () => {
    const html = editorHtml(
      '<p onclick="steal()" style="color:red">Hi <s>old</s> <u>under</u> <code>x</code><script>alert(1)</script> <a href="javascript:alert(2)" target="_blank" class="c">bad</a></p><hr><pre>code</pre>',
    );
    expect(html).not.toMatch(/onclick|style=|<s>|<u>|<code>|<script|javascript:|target=|class=|<hr|<pre/);
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('takes only addresses the sanitiser keeps for links', () => {
    expect(isAllowedLinkHref('/product/12')).toBe(true);
    expect(isAllowedLinkHref('https://example.com')).toBe(true);
    expect(isAllowedLinkHref('mailto:a@example.com')).toBe(true);
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('data:text/html,x')).toBe(false);
    expect(isAllowedLinkHref('//evil.example')).toBe(false);
  });
});
