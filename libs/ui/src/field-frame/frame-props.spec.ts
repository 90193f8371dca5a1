import { controlAria, splitFrameProps } from './frame-props';

describe('splitFrameProps', () => {
  it("given a field's props, then the frame gets label, hint, error, suffix, id, class and the caller's description, the control the rest", () => {
    const framed = { label: 'City', hint: 'Near', error: 'Pick one', labelSuffix: '*', id: 'city', className: 'wide' };
    const [frame, rest] = splitFrameProps({ ...framed, 'aria-describedby': 'city-help', name: 'city', disabled: true });
    expect(frame).toEqual({ ...framed, describedBy: 'city-help' });
    expect(rest).toEqual({ name: 'city', disabled: true });
  });
});

describe('controlAria', () => {
  const control = { id: 'city', 'aria-describedby': 'city-error', 'aria-invalid': true as const };

  it("given the frame's error, then the control is invalid whatever it says itself", () => {
    expect(controlAria(control, false)).toEqual({ id: 'city', 'aria-describedby': 'city-error', 'aria-invalid': true });
  });

  it("given no error in the frame, then the control's own invalid stands", () => {
    const clean = { id: 'note', 'aria-describedby': undefined, 'aria-invalid': undefined };
    expect(controlAria(clean, true)['aria-invalid']).toBe(true);
    expect(controlAria(clean)['aria-invalid']).toBeUndefined();
  });
});
