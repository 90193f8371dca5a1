import { useState, type ComponentType } from 'react';

interface Controlled {
  readonly value: unknown;
  readonly onChange: (next: never) => void;
}

/**
 * A controlled component as a story renders it: it keeps its own `value` (a designer types, picks, steps) and still
 * reports each change to the story's `onChange` action. Stories only.
 */
export function controlledStory<P extends Controlled>(Component: ComponentType<P>) {
  type V = P['value'];
  return function ControlledStory(props: P) {
    const [value, setValue] = useState<V>(props.value);
    const report = props.onChange as (next: V) => void;
    const onChange = (next: V) => {
      setValue(next);
      report(next);
    };
    return <Component {...({ ...props, value, onChange } as P)} />;
  };
}
