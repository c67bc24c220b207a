import { Typography, type TypographyProps } from '@mui/material';
import { useEffect, useRef } from 'react';
import { focusHeading } from '../hooks/use-route-focus';

/**
 * The heading of a step that follows a form in the same page (the payment choices after the
 * billing data, the code after the document): with `focus`, it takes the focus when it
 * appears, so a screen reader says where the person is and Tab goes on from there instead
 * of from <body> (the form that had the focus is gone).
 */
export function StepHeading({
  focus = false,
  ...props
}: TypographyProps & { component: 'h2' | 'h3'; focus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const wanted = useRef(focus);
  useEffect(() => {
    if (wanted.current && heading.current) focusHeading(heading.current, { scroll: true });
  }, []);
  return <Typography ref={heading} {...props} />;
}
