export { Button } from './Button';
export { Card, CardTitle } from './Card';
export { Actions, Form } from './Form';
export { Page, PageTitle } from './Page';
export { TextField, type TextFieldProps } from './TextField';
