/** The form rules' messages (platform.md §5: min, max, regex, required, confirmed), shared by every form. */
export const ruForms = {
  required: 'Обязательное поле',
  min_one: 'Не меньше {{count}} символа',
  min_few: 'Не меньше {{count}} символов',
  min_many: 'Не меньше {{count}} символов',
  min_other: 'Не меньше {{count}} символа',
  max_one: 'Не больше {{count}} символа',
  max_few: 'Не больше {{count}} символов',
  max_many: 'Не больше {{count}} символов',
  max_other: 'Не больше {{count}} символа',
  regex: 'Значение в неверном формате',
  confirmed: 'Значения не совпадают',
  email: 'Неверный адрес электронной почты',
  // Rules only the server checks (FieldError.rule of ValidationFailed).
  pathSeparator: 'Не должно содержать символы / и \\',
  controlCharacters: 'Не должно содержать управляющие символы',
  reservedName: 'Имя не может быть «.» или «..»',
  invalid: 'Недопустимое значение',
  /** Field names for server errors shown away from their form (an upload's error, the Error dialog). */
  fields: {
    name: 'Имя',
    file: 'Файл',
    key: 'Ключ',
    value: 'Значение',
    relativePaths: 'Путь',
    description: 'Описание',
    comment: 'Комментарий',
    email: 'Адрес электронной почты',
  },
  fieldError: '{{field}}: {{message}}',
} as const;
