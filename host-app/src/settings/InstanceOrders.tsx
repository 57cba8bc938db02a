import { Button } from 'react-aria-components';
import { decideRestartOrder } from '@curbcut/client';
import type { InstanceOrder } from '@curbcut/core';
import { formatDateTime } from '../format';
import { ConfirmAction } from '../components/ConfirmAction';
import { useInstanceSave } from './instanceQuery';

const STATUS_LABELS: Readonly<Record<InstanceOrder['status'], string>> = { placed: 'Waiting', fulfilled: 'Fulfilled', refused: 'Refused' };

/** Restart-plan orders (spec 000 section 7.2): the ones waiting first, each with Fulfil and Refuse. */
export function InstanceOrders({ orders }: { orders: readonly InstanceOrder[] }) {
  return (
    <section className="settings-section" aria-labelledby="instance-orders-heading">
      <h3 id="instance-orders-heading">Restart-plan orders</h3>
      {orders.length === 0 ? (
        <p className="muted">No group has ordered a plan from the restart-plan dialog yet.</p>
      ) : (
        <div className="table-wrap" role="region" aria-labelledby="instance-orders-heading" tabIndex={0}>
          <table className="builds settings-table">
            <thead>
              <tr>
                <th scope="col">Group</th>
                <th scope="col">Plan ordered</th>
                <th scope="col">Placed</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">{order.group_name}</th>
                  <td>{order.plan_name}</td>
                  <td>
                    {formatDateTime(order.created_at)}
                    {order.placed_by ? <span className="cell-sub">by {order.placed_by.email}</span> : null}
                  </td>
                  <td>
                    {STATUS_LABELS[order.status]}
                    {order.decided_at ? <span className="cell-sub">{formatDateTime(order.decided_at)}</span> : null}
                  </td>
                  <td>{order.status === 'placed' ? <DecideOrder order={order} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function DecideOrder({ order }: { order: InstanceOrder }) {
  const decide = useInstanceSave(
    (status: 'fulfilled' | 'refused') => decideRestartOrder(order.id, status),
    (status) => (status === 'fulfilled' ? `${order.group_name} is now on ${order.plan_name}` : `The order of ${order.group_name} was refused`),
  );
  const what = `the order of ${order.group_name} for ${order.plan_name}`;
  return (
    <div className="dialog-actions settings-actions-start">
      <Button
        className="button primary"
        aria-label={`Fulfil ${what}`}
        isPending={decide.isPending && decide.variables === 'fulfilled'}
        onPress={() => decide.isPending || decide.mutate('fulfilled')}
      >
        Fulfil
      </Button>
      <ConfirmAction label="Refuse…" ariaLabel={`Refuse ${what}`} title={`Refuse ${what}?`} confirmLabel="Refuse order" onConfirm={() => decide.mutate('refused')}>
        <p>The group keeps its plan. It can place a new order from the restart-plan dialog.</p>
      </ConfirmAction>
    </div>
  );
}
