import type { FormAddOn, QuestionType } from '@coachline/contract/forms';

// How the kinds of question and the add-ons (001 §3 add_ons) are named on screen.

export const questionTypeLabels: Record<QuestionType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  email: 'Email',
  phone: 'Phone',
  number: 'Number',
  date: 'Date',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  dropdown: 'Dropdown',
  rating: 'Rating',
  file_upload: 'File upload',
  yes_no: 'Yes / No',
};

export const addOnLabels: Record<FormAddOn, string> = {
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  phone: 'Phone',
};
