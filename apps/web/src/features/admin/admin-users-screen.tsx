import { ROLES } from '@homekeep/contracts/auth';
import type { AdminUser } from '@homekeep/contracts/admin';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useGetCurrentUserQuery } from '@/lib/session-api';
import { showSuccessToast } from '@/lib/toast';
import { useChangeUserMutation, useListUsersQuery } from './api/admin-operations-api';
import { formatDate, formatDateTime } from './admin-format';
import { AccessLinkAction } from './components/access-link-action';
import { AdminScreen } from './components/admin-screen';
import { ConfirmAction, outcomeOf, type Outcome } from './components/confirm-action';
import { DataTable, type Column } from './components/data-table';
import { SearchField } from './components/search-field';
import { useTableState } from './use-table-state';

const ROLE_LABELS = { resident: 'Resident', vendor: 'Vendor', admin: 'Admin' } as const;

const columns: Column<AdminUser>[] = [
  {
    key: 'lastName',
    label: 'Name',
    sort: 'lastName',
    render: (user) => (
      <Text fw={600}>
        {user.firstName} {user.lastName}
      </Text>
    ),
  },
  { key: 'email', label: 'Email', sort: 'email', render: (user) => user.email },
  {
    key: 'role',
    label: 'Role',
    render: (user) => <Badge variant="outline">{ROLE_LABELS[user.role]}</Badge>,
  },
  {
    key: 'state',
    label: 'State',
    render: (user) => (
      <Stack gap={4} align="flex-start">
        {user.blockedAt ? (
          <Stack gap={0}>
            <Badge color="red" variant="light">
              Blocked
            </Badge>
            <Text size="xs" c="dimmed">
              since {formatDateTime(user.blockedAt)}
            </Text>
          </Stack>
        ) : (
          <Badge color="green" variant="light">
            Active
          </Badge>
        )}
        {!user.emailVerified && <Text size="xs">Email not confirmed</Text>}
      </Stack>
    ),
  },
  {
    key: 'createdAt',
    label: 'Joined',
    sort: 'createdAt',
    nowrap: true,
    render: (user) => formatDate(user.createdAt),
  },
];

const DONE = { block: 'was blocked', unblock: 'was unblocked', 'confirm-email': 'is confirmed' };

/**
 * Block (asked first) or unblock an account; for someone mail cannot reach, a one-time link and
 * confirming the address. Operators change none of this on their own account.
 */
function UserActions({ user, selfId }: { user: AdminUser; selfId: string | undefined }) {
  const [change, { isLoading }] = useChangeUserMutation();
  const name = `${user.firstName} ${user.lastName}`;
  if (user.id === selfId)
    return (
      <Text size="xs" c="dimmed">
        You
      </Text>
    );
  const run = async (action: keyof typeof DONE) => {
    const result = await change({ id: user.id, action });
    const who = action === 'confirm-email' ? `The email of ${name}` : name;
    if ('data' in result) showSuccessToast(`${who} ${DONE[action]}.`);
    return outcomeOf(result);
  };
  const access = user.role !== 'admin' && !user.blockedAt && (
    <>
      <AccessLinkAction user={user} />
      {!user.emailVerified && (
        <ConfirmAction
          label="Confirm email"
          title={`Confirm ${user.email}?`}
          message={`Only after checking another way (a call, a document) that this address is ${name}'s. The audit log records that you confirmed it.`}
          confirmLabel="Confirm email"
          danger={false}
          busy={isLoading}
          onConfirm={() => run('confirm-email')}
        />
      )}
    </>
  );
  return (
    <Group gap="xs" wrap="wrap">
      {access}
      <BlockAction user={user} name={name} busy={isLoading} run={run} />
    </Group>
  );
}

type BlockActionProps = {
  user: AdminUser;
  name: string;
  busy: boolean;
  run: (action: 'block' | 'unblock') => Promise<Outcome>;
};

function BlockAction({ user, name, busy: isLoading, run }: BlockActionProps) {
  return user.blockedAt ? (
    <ConfirmAction
      label="Unblock"
      title={`Unblock ${name}?`}
      message="They can sign in again."
      confirmLabel="Unblock"
      danger={false}
      busy={isLoading}
      onConfirm={() => run('unblock')}
    />
  ) : (
    <ConfirmAction
      label="Block"
      title={`Block ${name}?`}
      message="Every session of this account ends at once and it cannot sign in until unblocked. Its records stay as they are."
      confirmLabel="Block account"
      busy={isLoading}
      onConfirm={() => run('block')}
    />
  );
}

/** Every account: find people, and block or unblock them. */
export function AdminUsersScreen() {
  const table = useTableState(['role', 'state', 'global'] as const, {
    sort: 'createdAt',
    order: 'desc',
  });
  const query = useListUsersQuery(table.query);
  const me = useGetCurrentUserQuery();
  return (
    <AdminScreen
      title="Users"
      purpose="Residents, vendors and operators: find an account, block it or let it back in, or give someone our mails do not reach a one-time link to choose a password."
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchField
          label="Search name or email"
          value={table.filters.global}
          onSearch={(value) => table.setFilter('global', value)}
        />
        <Select
          label="Role"
          placeholder="Any role"
          clearable
          data={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          value={table.filters.role || null}
          onChange={(value) => table.setFilter('role', value)}
        />
        <Select
          label="State"
          placeholder="Any state"
          clearable
          data={[
            { value: 'active', label: 'Active' },
            { value: 'blocked', label: 'Blocked' },
          ]}
          value={table.filters.state || null}
          onChange={(value) => table.setFilter('state', value)}
        />
      </Group>
      <DataTable
        caption="Users"
        columns={columns}
        query={query}
        table={table}
        actions={(user) => <UserActions user={user} selfId={me.data?.id} />}
        empty={{ title: 'No accounts here', message: 'No account matches these filters.' }}
      />
    </AdminScreen>
  );
}
