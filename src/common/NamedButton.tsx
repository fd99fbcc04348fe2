import type { ElementType } from 'react';
import { Button, useTranslate, type ButtonProps } from 'react-admin';

/**
 * react-admin's Button, named on a phone also while disabled: below 600 px react-admin draws an icon button and gives
 * it the label as its name only when enabled, so a disabled "Añadir" or "Guardar" was an unnamed button (axe
 * "button-name", issue 34). The label is passed as the button's name as well.
 */
export const NamedButton = <RootComponent extends ElementType = 'button'>({ label, ...props }: ButtonProps<RootComponent>) => {
  const translate = useTranslate();
  const name = typeof label === 'string' ? translate(label, { _: label }) : undefined;
  return <Button<RootComponent> label={label} aria-label={name} {...(props as ButtonProps<RootComponent>)} />;
};
