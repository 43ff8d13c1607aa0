import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormField, SelectField } from './FormField';

describe('FormField', () => {
  function Controlled(props: { error?: string; hint?: string }) {
    const [value, setValue] = useState('');
    return <FormField id="f-name" label="Name" value={value} onChange={setValue} required maxLength={5} {...props} />;
  }

  it('labels the input, passes attributes and reports typed values', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Name');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxLength', '5');
    await userEvent.type(input, 'Acme');
    expect(input).toHaveValue('Acme');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks the input invalid and describes it by its hint and error', () => {
    render(<Controlled hint="Up to five letters" error="Name is required" />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAccessibleDescription('Up to five letters Name is required');
  });

  it('renders a textarea', () => {
    render(<FormField id="f-notes" label="Notes" as="textarea" rows={3} value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Notes')).toHaveAttribute('rows', '3');
  });
});

describe('SelectField', () => {
  it('lists the placeholder then the options, and reports the chosen value', async () => {
    const onChange = jest.fn();
    render(
      <SelectField
        id="f-plan"
        label="Plan"
        value=""
        onChange={onChange}
        placeholder="Select a plan"
        options={[
          { value: 0, label: 'Standard' },
          { value: 1, label: 'Premium' },
        ]}
        error="Plan is required"
      />,
    );
    const select = screen.getByLabelText('Plan');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['Select a plan', 'Standard', 'Premium']);
    expect(select).toHaveAccessibleDescription('Plan is required');
    await userEvent.selectOptions(select, 'Premium');
    expect(onChange).toHaveBeenCalledWith('1');
  });
});
