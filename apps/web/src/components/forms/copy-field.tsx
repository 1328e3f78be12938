import { Button, CopyButton, Group, TextInput } from '@mantine/core';

/** A read-only address with a button that copies it; focusing the field selects it all. */
export function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button onClick={copy} variant={copied ? 'light' : 'filled'}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
