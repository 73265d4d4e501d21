// Items as a list of cards, one per item: its title as a heading, its fields as labelled values
// (the same columns a DataTable takes) and its actions. Nothing scrolls sideways, so an inbox reads
// on a phone as on a desk. An item the page marks (an unread one) is bold and says so in words.
// Focus moves to the title of the item `focusId` names when it changes.
import { Badge, Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Column } from './DataTable';

export function ItemCards<Item extends { id: string }>(props: {
  /** Names the list for screen readers. */
  label: string;
  title(item: Item): string;
  columns: Column<Item>[];
  items: Item[];
  /** A word that marks the item (such as 'Unread'), or undefined when it is not marked. */
  marker?(item: Item): string | undefined;
  actions(item: Item): ReactNode;
  /** The item to move focus to (the first that 'Load more' brought). */
  focusId?: string | null;
}) {
  const { focusId } = props;
  const focusTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusId) focusTitle.current?.focus();
  }, [focusId]);
  return (
    <Box as="ul" aria-label={props.label} listStyleType="none" m="0" p="0">
      {props.items.map((item) => {
        const marker = props.marker?.(item);
        return (
          <Box
            as="li"
            key={item.id}
            borderWidth="1px"
            borderRadius="md"
            borderStartWidth={marker ? '4px' : '1px'}
            borderStartColor={marker ? 'brand.700' : undefined}
            p="4"
            mb="3"
            fontWeight={marker ? 'bold' : 'normal'}
          >
            <Flex align="center" gap="3" wrap="wrap" mb="2">
              <Heading
                as="h3"
                size="md"
                fontWeight="inherit"
                {...(item.id === focusId && { ref: focusTitle, tabIndex: -1 })}
              >
                {props.title(item)}
              </Heading>
              {marker && (
                <Badge colorPalette="brand" variant="solid">
                  {marker}
                </Badge>
              )}
            </Flex>
            <SimpleGrid
              as="dl"
              columns={{ base: 1, sm: 2, lg: Math.min(props.columns.length, 5) }}
              gap="3"
              m="0"
            >
              {props.columns.map((column) => (
                <Box key={column.header} minW="0">
                  <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="normal">
                    {column.header}
                  </Text>
                  <Box as="dd" m="0" overflowWrap="anywhere">
                    {column.cell(item)}
                  </Box>
                </Box>
              ))}
            </SimpleGrid>
            <Box mt="3">{props.actions(item)}</Box>
          </Box>
        );
      })}
    </Box>
  );
}
