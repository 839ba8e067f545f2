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
} as const;
