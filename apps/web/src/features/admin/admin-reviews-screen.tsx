import type { AdminReview } from '@homekeep/contracts/reviews';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useHideReviewMutation, useListReviewsQuery } from './api/admin-operations-api';
import { formatDate } from './admin-format';
import { AdminScreen } from './components/admin-screen';
import { ConfirmAction, outcomeOf } from './components/confirm-action';
import { DataTable, type Column } from './components/data-table';
import { useTableState } from './use-table-state';
import { Stars } from '@/components/reviews/star-rating';
import { showSuccessToast } from '@/lib/toast';

const WHO = { resident: 'Resident → vendor', vendor: 'Vendor → resident' } as const;

const columns: Column<AdminReview>[] = [
  { key: 'createdAt', label: 'Written', nowrap: true, render: (r) => formatDate(r.createdAt) },
  {
    key: 'rating',
    label: 'Rating',
    nowrap: true,
    render: (r) => (
      <Group gap={6} wrap="nowrap">
        <Stars rating={r.rating} size={14} />
        <Text size="sm">{r.rating} / 5</Text>
      </Group>
    ),
  },
  {
    key: 'who',
    label: 'Who about whom',
    minWidth: 180,
    render: (r) => (
      <Stack gap={0}>
        <Text size="sm">{WHO[r.authorRole]}</Text>
        <Text size="xs" c="dimmed">
          {r.authorName} about {r.subjectName}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'comment',
    label: 'Comment',
    minWidth: 220,
    render: (r) => (
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {r.jobTitle}
        </Text>
        <Text size="sm" lineClamp={3}>
          {r.comment ?? '(no comment)'}
        </Text>
        {r.reply && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            Reply: {r.reply.body}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'state',
    label: 'State',
    minWidth: 140,
    render: (r) =>
      r.hidden ? (
        <Stack gap={2}>
          <Badge color="red" variant="light">
            Hidden
          </Badge>
          <Text size="xs" c="dimmed">
            {r.hidden.reason}
          </Text>
        </Stack>
      ) : (
        <Badge color={r.publishedAt ? 'green' : 'gray'} variant="light">
          {r.publishedAt ? 'Published' : 'Waiting for the other side'}
        </Badge>
      ),
  },
];

function HideReview({ review }: { review: AdminReview }) {
  const [hide, { isLoading }] = useHideReviewMutation();
  if (review.hidden) return null;
  return (
    <ConfirmAction
      label="Hide"
      title="Hide this review?"
      message="It leaves the vendor's public reviews and average at once. The change is recorded in the audit log with your reason."
      confirmLabel="Hide review"
      reason={{ label: 'Reason (recorded in the audit log)' }}
      busy={isLoading}
      onConfirm={async (reason) => {
        const result = await hide({ id: review.id, reason });
        if ('data' in result) showSuccessToast('The review is hidden.');
        return outcomeOf(result);
      }}
    />
  );
}

/** Every review both ways; hiding one takes it out of the public list and the average. */
export function AdminReviewsScreen() {
  const table = useTableState(['hidden'] as const, { sort: 'createdAt', order: 'desc' });
  const { page, limit, hidden } = table.query;
  const query = useListReviewsQuery({ page, limit, hidden });
  return (
    <AdminScreen
      title="Reviews"
      purpose="Reviews residents and vendors wrote about each other; hide one that breaks the rules, with the reason."
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Shown"
          placeholder="Visible and hidden"
          clearable
          data={[
            { value: 'false', label: 'Visible only' },
            { value: 'true', label: 'Hidden only' },
          ]}
          value={table.filters.hidden || null}
          onChange={(value) => table.setFilter('hidden', value)}
        />
      </Group>
      <DataTable
        caption="Reviews"
        columns={columns}
        query={query}
        table={table}
        actions={(review) => <HideReview review={review} />}
        empty={{
          title: 'No reviews here',
          message: 'Reviews appear once residents and vendors rate completed jobs.',
        }}
      />
    </AdminScreen>
  );
}
