import { useRef, type CSSProperties, type ReactNode } from 'react';
import { ActionIcon, Table } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { reorderMessages } from './admin-reorder';

// Rows move up and down only.
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface SortableRowsProps {
  /** Row ids, in the order shown. */
  ids: string[];
  labelOf: (id: string) => string;
  /** A row was dropped on the place of another: indexes into `ids`. */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * Drag-and-drop context for the rows of an admin table: the pointer (mouse, pen and touch, from
 * the row's handle) and the keyboard (Space or Enter to pick up, arrows, Space or Enter to drop,
 * Escape to cancel), with what happens read out to screen readers.
 */
export function SortableRows({ ids, labelOf, onMove, children }: SortableRowsProps) {
  const sensors = useSensors(
    // A few pixels of travel first, so a tap or click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const messages = reorderMessages(ids, labelOf);
  // The place last read out: a drag begins over its own row, which must not drown "Picked up".
  const announcedOver = useRef<string | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = String(active.id);
      return messages.start(String(active.id));
    },
    onDragOver: ({ active, over }) => {
      const overId = over ? String(over.id) : null;
      if (overId === announcedOver.current) return undefined;
      announcedOver.current = overId;
      return messages.over(String(active.id), overId);
    },
    onDragEnd: ({ active, over }) => messages.end(String(active.id), over ? String(over.id) : null),
    onDragCancel: ({ active }) => messages.cancel(String(active.id)),
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[vertical]}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: messages.instructions },
      }}
      onDragEnd={dropped}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: string;
  /** Names the row: the handle is "Reorder <label>". */
  label: string;
  compact: boolean;
  /** The row's other cells. */
  children: ReactNode;
}

/** A table row that moves, with its drag handle in the first cell. */
export function SortableRow({ id, label, compact, children }: SortableRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    ...(isDragging
      ? {
          zIndex: 1,
          background: 'var(--mantine-color-body)',
          boxShadow: 'var(--mantine-shadow-md)',
        }
      : {}),
  };
  return (
    <Table.Tr ref={setNodeRef} style={style} data-dragging={isDragging || undefined}>
      <Table.Td w={compact ? 32 : 44} pl={compact ? 4 : undefined} pr={0}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray.7"
          size={compact ? 'md' : 'lg'}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${label}`}
          // The page must not scroll under a finger that drags the handle.
          style={{ touchAction: 'none', cursor: isDragging ? 'grabbing' : 'grab' }}
        >
          <IconGripVertical size={18} aria-hidden="true" />
        </ActionIcon>
      </Table.Td>
      {children}
    </Table.Tr>
  );
}
