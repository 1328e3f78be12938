import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { Transaction } from '@homekeep/contracts/payments';
import { IconDownload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  useDownloadReceiptMutation,
  useGetTransactionQuery,
  useGetTransactionsQuery,
} from './api/payments-api';
import { payAgainPath, unpaidAdvice } from './transaction-text';
import { TransactionReceipt } from './components/transaction-receipt';
import { TransactionRow } from './components/transaction-row';
import { LoadingState } from '@/components/feedback/loading-state';
import { PagedList } from '@/components/lists/paged-list';
import { usePageParam } from '@/lib/page-param';
import { usePageTitle } from '@/lib/page-title';

const PAGE_SIZE = 10;

/** Saves the receipt as a PDF file. */
function DownloadReceiptButton({ transaction }: { transaction: Transaction }) {
  const [download, { isLoading }] = useDownloadReceiptMutation();
  const save = async () => {
    const result = await download(transaction.id);
    if (!('data' in result) || result.data === undefined) return;
    const link = document.createElement('a');
    link.href = result.data;
    link.download = `receipt-${transaction.receiptNumber ?? transaction.id}.pdf`;
    link.click();
    URL.revokeObjectURL(result.data);
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={isLoading}
      onClick={() => void save()}
    >
      Download PDF
    </Button>
  );
}

/** A payment that was never paid has no receipt: what happened, and where to pay again. */
function NoReceipt({ transaction }: { transaction: Transaction }) {
  const advice = unpaidAdvice(transaction);
  return (
    <Stack gap="sm" role="status">
      <Title order={2} size="h3">
        {advice.title}
      </Title>
      <Text>{advice.text}</Text>
      {transaction.status !== 'pending' && (
        <Group justify="flex-end">
          <Button component={Link} to={payAgainPath(transaction)}>
            Pay again
          </Button>
        </Group>
      )}
    </Stack>
  );
}

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
      <Modal
        opened={receiptId !== null}
        onClose={closeReceipt}
        title={receipt && receipt.status !== 'paid' ? 'No receipt' : 'Receipt'}
        size="lg"
      >
        {receiptQuery.isFetching && !receipt && <LoadingState label="Loading the receipt..." />}
        {receiptQuery.isError && (
          <Text>This receipt could not be loaded. Close it and try again.</Text>
        )}
        {receipt && receipt.status === 'paid' && (
          <Stack gap="md">
            <TransactionReceipt transaction={receipt} />
            <Group justify="flex-end" className="no-print">
              <DownloadReceiptButton transaction={receipt} />
              <Button onClick={() => window.print()}>Print receipt</Button>
            </Group>
          </Stack>
        )}
        {receipt && receipt.status !== 'paid' && <NoReceipt transaction={receipt} />}
      </Modal>
    </Container>
  );
}
