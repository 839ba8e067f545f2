import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { confirmedError, fieldError, formErrors, max, min, regex, required, ruleMessage } from './form-rules';

beforeAll(async () => {
  await initI18n('ru');
});

describe('the form rules', () => {
  it('checks texts trimmed, in the order given, answering the first rule broken', () => {
    expect(fieldError('   ', [required(), max(5)])).toEqual({ rule: 'required' });
    expect(fieldError(' Волков ', [required(), max(6)])).toBeUndefined();
    expect(fieldError('Волковский', [required(), max(6)])).toEqual({ rule: 'max', max: 6 });
    expect(fieldError('ab', [min(3), max(6)])).toEqual({ rule: 'min', min: 3 });
  });

  it('leaves an empty optional field alone, whatever its min and format', () => {
    expect(fieldError('', [min(3), regex(/^\d+$/)])).toBeUndefined();
    expect(fieldError('12a', [regex(/^\d+$/, 'forms.email')])).toEqual({ rule: 'regex', message: 'forms.email' });
  });

  it('counts the items of a list', () => {
    expect(fieldError([], [required()])).toEqual({ rule: 'required' });
    expect(fieldError(['user'], [required(), max(1)])).toBeUndefined();
  });

  it('checks a confirmation and whole forms', () => {
    expect(confirmedError('secret', 'secret')).toBeUndefined();
    expect(confirmedError('secret', 'Secret')).toEqual({ rule: 'confirmed' });
    expect(formErrors({ name: '', note: 'x' }, { name: [required()], note: [max(5)] })).toEqual({
      name: { rule: 'required' },
    });
  });

  it('says each in Russian, with the right plural', () => {
    const t = i18n.t.bind(i18n);
    expect(ruleMessage({ rule: 'required' }, t)).toBe('Обязательное поле');
    expect(ruleMessage({ rule: 'min', min: 8 }, t)).toBe('Не меньше 8 символов');
    expect(ruleMessage({ rule: 'max', max: 1 }, t)).toBe('Не больше 1 символа');
    expect(ruleMessage({ rule: 'max', max: 255 }, t)).toBe('Не больше 255 символов');
    expect(ruleMessage({ rule: 'regex' }, t)).toBe('Значение в неверном формате');
    expect(ruleMessage({ rule: 'regex', message: 'forms.email' }, t)).toBe('Неверный адрес электронной почты');
    expect(ruleMessage({ rule: 'confirmed' }, t)).toBe('Значения не совпадают');
  });
});
