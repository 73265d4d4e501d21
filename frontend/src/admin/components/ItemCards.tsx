// Every admin list shows its items as cards, one per item: nothing scrolls sideways, so a list
// reads on a 320 px phone as on a desk and each card's actions stay in view. ItemCard is the one
// card frame (the inline-edit lists draw their own content in it); ItemCards is a list of them with
// the item's title as a heading, its fields as labelled values and its actions. An item the page
// marks (an unread one) is bold and says so in words. Focus moves to the title of the item
// `focusId` names when it changes.
import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/** One labelled value of an item's card. */
export interface Column<Item> {
  header: string;
  cell(item: Item): ReactNode;
  /** `text` keeps the line breaks of long text. */
  layout?: 'text';
}

/** The frame of one item's card: a list item, with a thick start border when it is marked. */
export function ItemCard(props: { marked?: boolean; children: ReactNode }) {
  const { marked = false } = props;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="md"
      borderStartWidth={marked ? '4px' : '1px'}
      borderStartColor={marked ? 'brand.700' : undefined}
      p="4"
      minW="0"
      overflowWrap="anywhere"
      fontWeight={marked ? 'bold' : 'normal'}
    >
      {props.children}
    </Box>
  );
}

/** The list that holds the cards, named for screen readers. */
export function CardList(props: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" aria-label={props.label} gap="3" listStyleType="none" m="0" p="0">
      {props.children}
    </Stack>
  );
}

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
    <CardList label={props.label}>
      {props.items.map((item) => {
        const marker = props.marker?.(item);
        return (
          <ItemCard key={item.id} marked={marker !== undefined}>
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
                  <Box as="dd" m="0" whiteSpace={column.layout === 'text' ? 'pre-wrap' : undefined}>
                    {column.cell(item)}
                  </Box>
                </Box>
              ))}
            </SimpleGrid>
            <Box mt="3">{props.actions(item)}</Box>
          </ItemCard>
        );
      })}
    </CardList>
  );
}
