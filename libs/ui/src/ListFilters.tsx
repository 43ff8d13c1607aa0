// The search box and status filter above a list paged on the server, bound to its URL state (useListParams).
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { ListParams } from './listParams';

export interface ListFiltersProps {
  list: Pick<ListParams, 'searchInput' | 'setSearchInput' | 'status' | 'setStatus'>;
  searchLabel: string;
  searchPlaceholder: string;
  statusLabel: string;
  /** The first option (every status, value ''), then the list's statuses. */
  allStatuses: string;
  statuses: { value: string; label: string }[];
}

export function ListFilters({ list, searchLabel, searchPlaceholder, statusLabel, allStatuses, statuses }: ListFiltersProps) {
  return (
    <Row className="g-2 mb-3">
      <Col md={8}>
        <Form.Control type="search" placeholder={searchPlaceholder} aria-label={searchLabel} value={list.searchInput} onChange={(e) => list.setSearchInput(e.target.value)} />
      </Col>
      <Col md={4}>
        <Form.Select aria-label={statusLabel} value={list.status} onChange={(e) => list.setStatus(e.target.value)}>
          <option value="">{allStatuses}</option>
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Form.Select>
      </Col>
    </Row>
  );
}
