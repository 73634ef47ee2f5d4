import type {
  ControllerFieldState,
  ControllerRenderProps,
  FieldValues,
  Path,
} from 'react-hook-form';

/**
 * What a Mantine input under a react-hook-form Controller takes from it besides its value and
 * change handler: blur (for touched state), the ref (focus on error), the name, and the error.
 */
export function controlProps<TForm extends FieldValues, TName extends Path<TForm>>(
  field: ControllerRenderProps<TForm, TName>,
  fieldState?: ControllerFieldState,
) {
  return {
    onBlur: field.onBlur,
    ref: field.ref,
    name: field.name,
    error: fieldState?.error?.message,
  };
}
