import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { ExpenseCategoryDto, ExpenseCategoryInput } from '@app/contracts';
import { FormField } from '@app/ui';
import { messages } from '../../../messages';
import { categoryInput } from '../rules';

const m = messages.expenseCategories;

export interface ExpenseCategoryFormProps {
  /** null: a new category. */
  category: ExpenseCategoryDto | null;
  saving: boolean;
  /** First message per field from the server's 400 answer. */
  fieldErrors?: Record<string, string>;
  onSubmit: (input: ExpenseCategoryInput) => void;
  /** Client-side check failed (a required field is blank). */
  onInvalid: () => void;
  onCancel: () => void;
}

export function ExpenseCategoryForm({ category, saving, fieldErrors = {}, onSubmit, onInvalid, onCancel }: ExpenseCategoryFormProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [box, setBox] = useState(category?.cT600BoxNumber ?? '');
  const [isActive, setIsActive] = useState(category?.isActive ?? true);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = categoryInput({ name, description, cT600BoxNumber: box, isActive });
    if (input) onSubmit(input);
    else onInvalid();
  };
  const error = (field: string) => fieldErrors[field];

  return (
    <Card className="mb-3">
      <Card.Header>{category ? m.editTitle : m.addTitle}</Card.Header>
      <Card.Body>
        <Form onSubmit={submit} noValidate aria-label={category ? m.editTitle : m.addTitle}>
          <Row className="g-3">
            <Col md={6}>
              <FormField
                id="expense-category-name"
                className=""
                label={`${m.name} *`}
                value={name}
                maxLength={100}
                required
                error={error('name')}
                onChange={setName}
              />
            </Col>
            <Col md={3}>
              <FormField
                id="expense-category-box"
                className=""
                label={m.ct600BoxNumber}
                value={box}
                inputMode="numeric"
                maxLength={4}
                error={error('cT600BoxNumber')}
                hint={m.ct600BoxHint}
                onChange={setBox}
              />
            </Col>
            <Col md={3} className="d-flex align-items-center">
              <Form.Check id="expense-category-active" type="switch" label={m.active} checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
            </Col>
            <Col xs={12}>
              <FormField
                id="expense-category-description"
                className=""
                label={`${m.description} *`}
                as="textarea"
                rows={2}
                maxLength={500}
                required
                value={description}
                error={error('description')}
                onChange={setDescription}
              />
            </Col>
          </Row>
          <div className="d-flex gap-2 mt-3">
            <Button type="submit" disabled={saving}>
              {m.save}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={saving}>
              {m.cancel}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
