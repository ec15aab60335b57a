import { useEffect, useRef } from 'react';

/**
 * A colour swatch that commits when the picker is closed (the input's change event), not on
 * every move inside it, so one pick is one undo step.
 */
export function ColorField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (color: string) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const onChange = () => commit.current(input.value);
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, []);
  return (
    <input
      ref={ref}
      type="color"
      aria-label={label}
      title={label}
      defaultValue={value}
      style={{
        width: 30,
        height: 30,
        padding: 2,
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 6,
        background: 'white',
        cursor: 'pointer',
      }}
    />
  );
}
