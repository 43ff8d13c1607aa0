import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormModal } from './FormModal';

function renderModal(props: Partial<Parameters<typeof FormModal>[0]> = {}) {
  const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
  const onHide = jest.fn();
  render(
    <FormModal show titleId="t" title="Test SMTP Configuration" onHide={onHide} onSubmit={onSubmit} cancelText="Cancel" submitText="Send Test Email" {...props}>
      <label htmlFor="address">Test Email Address</label>
      <input id="address" />
    </FormModal>,
  );
  return { onSubmit, onHide };
}

it('is a dialog named by its title whose form submits on Enter and on the submit button', async () => {
  const { onSubmit } = renderModal();
  const dialog = screen.getByRole('dialog', { name: 'Test SMTP Configuration' });
  expect(dialog).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Test Email Address'), 'a@example.com{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
  expect(onSubmit).toHaveBeenCalledTimes(2);
});

it('hides on Cancel and on its close button', async () => {
  const { onHide } = renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onHide).toHaveBeenCalledTimes(2);
});

it('disables its buttons while told to', () => {
  renderModal({ submitDisabled: true, cancelDisabled: true, submitVariant: 'danger' });
  expect(screen.getByRole('button', { name: 'Send Test Email' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Send Test Email' })).toHaveClass('btn-danger');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
});
