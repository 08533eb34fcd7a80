import { wrapTitle } from './preview-image';

describe('wrapTitle', () => {
  it('breaks a name into short lines at words', () => {
    expect(wrapTitle('Madder Red Dabu Print Cotton Maxi Dress')).toEqual([
      'Madder Red Dabu',
      'Print Cotton',
      'Maxi Dress',
    ]);
  });

  it('keeps at most five lines, the last ending in an ellipsis', () => {
    const lines = wrapTitle('word '.repeat(40));
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/…$/);
  });
});
