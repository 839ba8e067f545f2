import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldError } from '../../../codegen/model/fieldError';
import { HttpStatusError } from '../errors/app-error';
import { i18n, initI18n } from '../i18n/i18n';
import {
  fieldErrorLines,
  fieldPath,
  serverErrorOf,
  serverRuleError,
  validationFieldErrors,
} from './server-field-errors';

const validationFailed = (errors: FieldError[]) =>
  new HttpStatusError(400, {
    type: 'urn:cde:problem:ValidationFailed',
    title: 'ValidationFailed',
    status: 400,
    errors,
  });

beforeAll(async () => {
  await initI18n('ru');
});

describe('the server’s field errors', () => {
  it('are read from ValidationFailed only', () => {
    const errors = [{ field: 'body.name', message: 'is blank', rule: 'blank' }];
    expect(validationFieldErrors(validationFailed(errors))).toEqual(errors);
    expect(
      validationFieldErrors(
        new HttpStatusError(409, { type: 'x', title: 'DocumentAgreed', status: 409, errors } as never),
      ),
    ).toEqual([]);
    expect(validationFieldErrors(new Error('ValidationFailed'))).toEqual([]);
  });

  it('read the field however the server writes it', () => {
    expect(fieldPath('body.name')).toEqual(['name']);
    expect(fieldPath('/name')).toEqual(['name']);
    expect(fieldPath('name')).toEqual(['name']);
    expect(fieldPath('body.metadata.0.key')).toEqual(['metadata', '0', 'key']);
    expect(fieldPath('/metadata/0/key')).toEqual(['metadata', '0', 'key']);
    expect(fieldPath('metadata[0].key')).toEqual(['metadata', '0', 'key']);
    expect(fieldPath('params.id')).toEqual(['params', 'id']);
    expect(fieldPath('body')).toEqual([]);
  });

  it('stand for the form rules, a rule the app does not know for a generic one', () => {
    expect(serverRuleError({ rule: 'required' })).toEqual({ rule: 'required' });
    expect(serverRuleError({ rule: 'blank' })).toEqual({ rule: 'required' });
    expect(serverRuleError({ rule: 'maxLength', limit: 254 })).toEqual({ rule: 'max', max: 254 });
    expect(serverRuleError({ rule: 'minLength', limit: 3 })).toEqual({ rule: 'min', min: 3 });
    expect(serverRuleError({ rule: 'maxLength' })).toEqual({ rule: 'invalid' });
    expect(serverRuleError({ rule: 'pattern' })).toEqual({ rule: 'regex' });
    expect(serverRuleError({ rule: 'pathSeparator' })).toEqual({ rule: 'pathSeparator' });
    expect(serverRuleError({ rule: 'bidiControls' })).toEqual({ rule: 'invalid' });
    expect(serverRuleError({})).toEqual({ rule: 'invalid' });
  });

  it('are said in Russian on the field of a form, or with the field’s name elsewhere', () => {
    const t = i18n.t.bind(i18n);
    const error = validationFailed([
      { field: 'body.name', message: 'must NOT have more than 254 characters', rule: 'maxLength', limit: 254 },
      { field: 'body.metadata.1.key', message: 'must not be empty or only spaces', rule: 'blank' },
      { field: 'body.file', message: 'whatever', rule: 'somethingNew' },
    ]);
    expect(serverErrorOf(error, 'name', t)).toBe('Не больше 254 символов');
    expect(serverErrorOf(error, 'metadata.1.key', t)).toBe('Обязательное поле');
    expect(serverErrorOf(error, 'description', t)).toBeUndefined();
    expect(fieldErrorLines(error, t)).toEqual([
      'Имя: Не больше 254 символов',
      'Ключ: Обязательное поле',
      'Файл: Недопустимое значение',
    ]);
    expect(fieldErrorLines(error, t, ['name', 'metadata.1.key'])).toEqual(['Файл: Недопустимое значение']);
  });
});
