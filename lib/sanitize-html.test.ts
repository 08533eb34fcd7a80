import { htmlToExcerpt, htmlToPlainText, sanitizeArticleHtml, writtenText } from './sanitize-html';

/** Nothing in the output may run code or load something by itself. */
function expectNothingExecutable(html: string): void {
  expect(html).not.toMatch(/<\s*script/i);
  expect(html).not.toMatch(
    /<\s*(iframe|object|embed|form|svg|img|style|link|meta|base|input|button|math|video|audio|source)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/vbscript:/i);
  expect(html).not.toMatch(/data:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/\s(src|srcdoc|action|formaction|xlink:href)\s*=/i);
}

describe('sanitizeArticleHtml', () => {
  it('keeps the article structure: paragraphs, headings, lists, emphasis and links', () => {
    const html =
      '<p>Block printing in <strong>Sanganer</strong> and <em>Bagru</em>.</p>' +
      '<h2>Steps</h2><h3>Carving</h3><h4>Teak</h4>' +
      '<ul><li>Wash</li><li><b>Print</b></li></ul><ol><li><i>Dry</i></li></ol>' +
      '<blockquote>Slow cloth</blockquote><p>Line<br>break</p>' +
      '<p><a href="/women/dresses" title="Dresses">dresses</a> and <a href="mailto:hello@example.com">mail us</a></p>';
    expect(sanitizeArticleHtml(html)).toBe(
      '<p>Block printing in <strong>Sanganer</strong> and <em>Bagru</em>.</p>' +
        '<h2>Steps</h2><h3>Carving</h3><h4>Teak</h4>' +
        '<ul><li>Wash</li><li><b>Print</b></li></ul><ol><li><i>Dry</i></li></ol>' +
        '<blockquote>Slow cloth</blockquote><p>Line<br />break</p>' +
        '<p><a href="/women/dresses" title="Dresses">dresses</a> and <a href="mailto:hello@example.com">mail us</a></p>',
    );
  });

  it('adds rel="noopener noreferrer" to external links and replaces any rel or target given', () => {
    const out = sanitizeArticleHtml(
      '<a href="https://example.com/x" rel="opener" target="_blank">x</a><a href="/product/4" rel="opener">y</a>',
    );
    expect(out).toBe('<a href="https://example.com/x" rel="noopener noreferrer">x</a><a href="/product/4">y</a>');
  });

  it('removes script tags together with their code', () => {
    const out = sanitizeArticleHtml(
      '<p>Hi</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes images with onerror and any other event handler', () => {
    const out = sanitizeArticleHtml(
      '<img src="x" onerror="alert(1)"><p onclick="alert(2)" onmouseover="alert(3)">text</p>',
    );
    expectNothingExecutable(out);
    expect(out).toBe('<p>text</p>');
  });

  it('drops javascript:, data: and vbscript: link targets, in any case or disguise', () => {
    const hostile = [
      '<a href="javascript:alert(1)">a</a>',
      '<a href="JAVASCRIPT:alert(1)">b</a>',
      '<a href="  JaVaScRiPt:alert(1)">c</a>',
      '<a href="jav&#x09;ascript:alert(1)">d</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">e</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">f</a>',
      '<a href="vbscript:msgbox(1)">g</a>',
      '<a href="//evil.example/">h</a>',
    ].join('');
    const out = sanitizeArticleHtml(hostile);
    expectNothingExecutable(out);
    expect(out).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><a>f</a><a>g</a><a>h</a>');
  });

  it('removes iframes, objects, embeds, forms, styles and style attributes', () => {
    const out = sanitizeArticleHtml(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<form action="https://evil.example"><input name="card"><button formaction="javascript:alert(1)">Pay</button></form>' +
        '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">kept text</p>',
    );
    expectNothingExecutable(out);
    expect(out).toContain('<p>kept text</p>');
    expect(out).not.toContain('display:none');
  });

  it('does not let a nested or split script tag reassemble', () => {
    const inputs = [
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<<script>script>alert(1)<</script>/script>',
      '<scr<script>alert(1)</script>ipt>alert(2)</script>',
      '<p>ok</p><script><script>alert(1)</script></script>',
    ];
    for (const input of inputs) {
      const out = sanitizeArticleHtml(input);
      expectNothingExecutable(out);
      // Whatever text is left is escaped, so the browser shows it rather than parsing it.
      expect(out).not.toMatch(/<(?!\/?(p|h2|h3|h4|ul|ol|li|strong|em|b|i|a|blockquote|br)\b)[a-z]/i);
    }
  });

  it('removes svg with onload and math/xlink tricks', () => {
    const out = sanitizeArticleHtml(
      '<svg onload="alert(1)"><script>alert(2)</script></svg><svg><a xlink:href="javascript:alert(3)">x</a></svg>' +
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(4)></style></mglyph></table></mtext></math>',
    );
    expectNothingExecutable(out);
  });

  it('keeps no attributes other than href, title and rel on links, and none elsewhere', () => {
    const out = sanitizeArticleHtml(
      '<p id="x" class="y" data-x="1">a</p><a href="/x" id="z" download ping="https://t.example">b</a>',
    );
    expect(out).toBe('<p>a</p><a href="/x">b</a>');
  });
});

describe('htmlToExcerpt', () => {
  it('gives the plain text of the start of the body, without tags or scripts', () => {
    expect(
      htmlToExcerpt('<p><strong>Ajrakh</strong> is old &amp; loved.</p><script>alert(1)</script><h2>Next</h2>'),
    ).toBe('Ajrakh is old & loved. Next');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const long = `<p>${'handmade cloth '.repeat(30)}</p>`;
    const excerpt = htmlToExcerpt(long, 155);
    expect(excerpt.length).toBeLessThanOrEqual(155);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toMatch(/^handmade cloth handmade/);
    expect(excerpt).not.toMatch(/ …$/);
  });
});

describe('writtenText (reviews and replies)', () => {
  it('drops every tag, and the content of scripts and styles, keeping the words', () => {
    expect(
      writtenText('Soft <b>cotton</b><script>alert(1)</script><style>p{}</style> <img src=x onerror=alert(1)>too'),
    ).toBe('Soft cotton too');
    expect(writtenText('<a href="javascript:alert(1)">Asha</a>')).toBe('Asha');
  });

  it('reads entities back as characters (pages escape them when rendering) and keeps line breaks', () => {
    expect(writtenText('Fits 5 &lt; 6 &amp; "true"')).toBe('Fits 5 < 6 & "true"');
    expect(writtenText('  First   line \n\n\n\n second\tline ')).toBe('First line\n\nsecond line');
  });

  it('leaves nothing of markup alone', () => {
    expect(writtenText('<p><br></p>  ')).toBe('');
  });
});

describe('htmlToPlainText (a Shopify Body (HTML) as a description)', () => {
  it('keeps the words on one line, blocks apart, entities read back, scripts dropped', () => {
    expect(
      htmlToPlainText('<p>Soft cloth.</p><h2>Printed</h2><ul><li>by hand</li></ul><script>x()</script>&amp; dyed'),
    ).toBe('Soft cloth. Printed by hand & dyed');
  });
});
