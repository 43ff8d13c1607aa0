import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, type HttpMock } from '@app/api-client/testing';
import type { ExpenseCategoryDto } from '@app/contracts';
import RemoteRoutes from '../../../routes';

const BASE = '/api/expensecategory';
const travel: ExpenseCategoryDto = { id: 'a1', name: 'Travel', description: 'Trains', cT600BoxNumber: '155', cT600Description: 'Trading profits', isActive: true };
const gifts: ExpenseCategoryDto = { id: 'a2', name: 'Gifts', description: 'Client gifts', cT600BoxNumber: null, cT600Description: null, isActive: false };

let http: HttpMock;
let list: ExpenseCategoryDto[];
beforeEach(() => {
  list = [];
  http = mockHttp();
  http.on('GET', BASE, () => ({ status: 200, data: list }));
});
afterEach(() => http.restore());

const posts = (url: string) => http.calls.filter((c) => c.method === 'post' && c.url === url);

async function renderScreen() {
  render(<RemoteRoutes section="expense-categories" />);
  await waitFor(() => expect(http.calls.length).toBeGreaterThan(0));
}

it('lists name, description, CT600 badge, CT600 description, Active/Inactive and actions', async () => {
  list = [travel, gifts];
  await renderScreen();
  const row = (await screen.findByText('Travel')).closest('tr')!;
  expect(Array.from(row.cells).map((c) => c.textContent)).toEqual(['Travel', 'Trains', 'Box 155', 'Trading profits', 'Active', 'EditDelete']);
  expect(within(screen.getByText('Gifts').closest('tr')!).getByText('Inactive')).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Description', 'CT600 Box', 'CT600 Description', 'Status', 'Actions']);
  // Non-empty list: Update CT600 Mappings, no Create Default Categories.
  expect(screen.getByRole('button', { name: 'Update CT600 Mappings' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create Default Categories' })).toBeNull();
});

it('Create Default Categories appears only when empty, asks for confirmation, then reports success', async () => {
  await renderScreen();
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Create Default Categories' });
  expect(screen.queryByRole('button', { name: 'Update CT600 Mappings' })).toBeNull();
  http.on('POST', `${BASE}/seed`, () => {
    list = [travel];
    return { status: 201, data: { message: '1 default expense categories created' } };
  });

  await user.click(button);
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(posts(`${BASE}/seed`)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Create Default Categories' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create Default Categories' }));
  expect(await screen.findByText('Default expense categories created successfully!')).toBeInTheDocument();
  expect(posts(`${BASE}/seed`)).toHaveLength(1);
  expect(await screen.findByText('Travel')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create Default Categories' })).toBeNull();
});

it('a failed seed shows "Failed to seed categories: {text}"', async () => {
  http.on('POST', `${BASE}/seed`, { status: 409, data: { message: 'Expense categories already exist.' } });
  await renderScreen();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create Default Categories' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create Default Categories' }));
  expect(await screen.findByText('Failed to seed categories: Expense categories already exist.')).toBeInTheDocument();
});

it('Update CT600 Mappings confirms, then shows the server message; a failure shows "Failed to update categories: {text}"', async () => {
  list = [travel];
  let answer = { status: 200, data: { message: 'CT600 mappings updated: 1 category changed' } as object };
  http.on('POST', `${BASE}/update-categories`, () => answer);
  await renderScreen();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Update CT600 Mappings' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update CT600 Mappings' }));
  expect(await screen.findByText('CT600 mappings updated: 1 category changed')).toBeInTheDocument();

  answer = { status: 500, data: { message: 'Internal server error' } };
  await user.click(screen.getByRole('button', { name: 'Update CT600 Mappings' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update CT600 Mappings' }));
  expect(await screen.findByText('Failed to update categories: Internal server error')).toBeInTheDocument();
});

it('Delete asks for confirmation and deletes only when confirmed', async () => {
  list = [travel];
  http.on('DELETE', `${BASE}/a1`, () => {
    list = [];
    return { status: 200, data: { message: 'deleted' } };
  });
  await renderScreen();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Travel' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete the expense category "Travel"?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(http.calls.some((c) => c.method === 'delete')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Delete Travel' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText('Travel')).toBeNull());
  expect(http.calls.filter((c) => c.method === 'delete')).toHaveLength(1);
});

it('a failed delete shows the failure text', async () => {
  list = [travel];
  http.on('DELETE', `${BASE}/a1`, { status: 404, data: { message: 'Expense category not found' } });
  await renderScreen();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Travel' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete expense category: Expense category not found')).toBeInTheDocument();
});

it('the form requires name and description: "Please fill in all required fields", no request', async () => {
  await renderScreen();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Category' }));
  await user.type(screen.getByLabelText('Name *'), 'Travel');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  expect(http.calls.filter((c) => c.method === 'post')).toHaveLength(0);
});

it('adds a category with name, description, CT600 box and active flag', async () => {
  http.on('POST', BASE, (config) => {
    const body = JSON.parse(config.data as string);
    list = [{ id: 'n1', cT600Description: 'Trading profits', ...body }];
    return { status: 201, data: list[0] };
  });
  await renderScreen();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Category' }));
  await user.type(screen.getByLabelText('Name *'), ' Travel ');
  await user.type(screen.getByLabelText('Description *'), 'Trains');
  await user.type(screen.getByLabelText('CT600 Box Number'), '155');
  await user.click(screen.getByLabelText('Active'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Box 155')).toBeInTheDocument();
  expect(JSON.parse(posts(BASE)[0].data as string)).toEqual({ name: 'Travel', description: 'Trains', cT600BoxNumber: '155', isActive: false });
  expect(screen.queryByRole('form', { name: 'Add Expense Category' })).toBeNull();
});

it('edits a category (PUT) and shows a duplicate-name refusal from the server', async () => {
  list = [travel];
  http.on('PUT', `${BASE}/a1`, { status: 409, data: { message: 'An expense category named "Meals" already exists' } });
  await renderScreen();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Travel' }));
  const name = screen.getByLabelText('Name *') as HTMLInputElement;
  expect(name.value).toBe('Travel');
  expect((screen.getByLabelText('CT600 Box Number') as HTMLInputElement).value).toBe('155');
  await user.clear(name);
  await user.type(name, 'Meals');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Error saving expense category: An expense category named "Meals" already exists')).toBeInTheDocument();
  expect(JSON.parse(http.calls.find((c) => c.method === 'put')!.data as string)).toEqual({ name: 'Meals', description: 'Trains', cT600BoxNumber: '155', isActive: true });
});

it('a network failure while saving shows "Failed to save expense category. Please try again."', async () => {
  http.on('POST', BASE, () => 'network-error');
  await renderScreen();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Category' }));
  await user.type(screen.getByLabelText('Name *'), 'Travel');
  await user.type(screen.getByLabelText('Description *'), 'Trains');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to save expense category. Please try again.')).toBeInTheDocument();
});
