import '@mantine/core/styles/AspectRatio.css';
import { AspectRatio, Center, Image } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';

type PropertyPhotoProps = { url: string | undefined; alt: string; ratio?: number };

/** A property's photo, or a calm placeholder when it has none. */
export function PropertyPhoto({ url, alt, ratio = 16 / 10 }: PropertyPhotoProps) {
  return (
    <AspectRatio ratio={ratio}>
      {url ? (
        <Image src={url} alt={alt} fit="cover" />
      ) : (
        <Center bg="blue.0" c="blue.4" aria-hidden>
          <IconHome size={48} stroke={1.5} />
        </Center>
      )}
    </AspectRatio>
  );
}
