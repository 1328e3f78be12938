import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useGetTransactionQuery, useGetTransactionsQuery } from './api/payments-api';
import { TransactionReceipt } from './components/transaction-receipt';
import { TransactionRow } from './components/transaction-row';
import { LoadingState } from '@/components/feedback/loading-state';
import { PagedList } from '@/components/lists/paged-list';
import { usePageParam } from '@/lib/page-param';
import { usePageTitle } from '@/lib/page-title';

const PAGE_SIZE = 10;

/** Every payment of the resident, newest first, each with a printable receipt. */
export function PaymentHistoryScreen() {
  usePageTitle('Payments');
  const [page, setPage] = usePageParam();
  const [params, setParams] = useSearchParams();
  const query = useGetTransactionsQuery({ page, limit: PAGE_SIZE });
  const receiptId = params.get('receipt');
  const receiptQuery = useGetTransactionQuery(receiptId ?? '', { skip: !receiptId });
  const receipt = receiptId ? receiptQuery.data : undefined;
  const closeReceipt = () => setParams(page > 1 ? { page: String(page) } : {});

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Payments</Title>
          <Text c="dimmed">Every payment you made, with its receipt.</Text>
        </Stack>
        <PagedList
          query={query}
          loadingLabel="Loading your payments..."
          errorTitle="Your payments could not be loaded"
          empty={{
            title: 'No payments yet',
            message: 'When you pay for a plan or a service, its receipt appears here.',
          }}
          page={page}
          onPageChange={setPage}
          renderItem={(transaction) => (
            <TransactionRow
              transaction={transaction}
              onReceipt={(id) =>
                setParams({ ...(page > 1 ? { page: String(page) } : {}), receipt: id })
              }
            />
          )}
        />
      </Stack>
      <Modal opened={receiptId !== null} onClose={closeReceipt} title="Receipt" size="lg">
        {receiptQuery.isFetching && !receipt && <LoadingState label="Loading the receipt..." />}
        {receiptQuery.isError && (
          <Text>This receipt could not be loaded. Close it and try again.</Text>
        )}
        {receipt && (
          <Stack gap="md">
            <TransactionReceipt transaction={receipt} />
            <Group justify="flex-end" className="no-print">
              <Button onClick={() => window.print()}>Print receipt</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
