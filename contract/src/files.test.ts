import { describe, expect, it } from 'vitest';
import { classOfExtension, fileExtensions, fileMessages, fileName } from './files';

describe('file classes (000 §3)', () => {
  it('classes allowed extensions and refuses the rest', () => {
    expect(classOfExtension('jpg')).toBe('image');
    expect(classOfExtension('docx')).toBe('doc');
    expect(classOfExtension('csv')).toBe('sheet');
    expect(classOfExtension('zip')).toBe('zip');
    expect(classOfExtension('txt')).toBe('other');
    for (const refused of ['exe', 'bat', 'sh', 'js', 'html', 'svg', 'php', ''])
      expect(classOfExtension(refused), refused).toBeUndefined();
  });

  it('lists every extension once', () => {
    const all = Object.values(fileExtensions).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('file names (001 §5)', () => {
  it('trims a name and refuses paths and control characters', () => {
    expect(fileName.parse('  Plan 2026 (final) ')).toBe('Plan 2026 (final)');
    expect(fileName.parse('v1.2')).toBe('v1.2');
    for (const bad of ['../etc', 'a/b', 'a\\b', 'a..b', 'tab\there', 'nul\u0000'])
      expect(fileName.safeParse(bad).error?.issues[0]?.message, bad).toBe(fileMessages.namePath);
    expect(fileName.safeParse('   ').error?.issues[0]?.message).toBe(fileMessages.nameRequired);
    expect(fileName.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe(
      fileMessages.nameTooLong,
    );
  });
});
