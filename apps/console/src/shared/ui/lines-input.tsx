import { useState } from 'react';
import { TextAreaField } from '@platform/ui/field.tsx';

const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

interface LinesInputProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean;
  rows?: number;
}

/** A list edited as text, one entry per line; blank lines and surrounding spaces are dropped. */
export function LinesInput({ value, onChange, ...field }: LinesInputProps) {
  const [text, setText] = useState(value.join('\n'));
  // The text is the person's own (half-typed lines, blank ones); only a new list from outside,
  // a discard or a save, replaces it.
  const joined = value.join('\n');
  const [lastValue, setLastValue] = useState(joined);
  if (joined !== lastValue) {
    setLastValue(joined);
    if (toLines(text).join('\n') !== joined) setText(joined);
  }
  return (
    <TextAreaField
      {...field}
      spellCheck={false}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const lines = toLines(event.target.value);
        setLastValue(lines.join('\n'));
        onChange(lines);
      }}
    />
  );
}
