/**
 * A vertical list reordered by drag and drop (pointer or touch) and by keyboard (dnd-kit: focus a
 * handle, Space, arrows, Space), with announcements in the page's language. The caller renders each
 * row and places the handle; `onMove(from, to)` runs once per drop.
 */
import type { ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { landingsUi } from '#i18n/ui-landings.ts';
import type { Lang } from '#i18n/lang.ts';

export interface HandleProps {
  ref: (element: HTMLElement | null) => void;
  [attribute: string]: unknown;
}

interface Props<T> {
  lang: Lang;
  items: T[];
  idOf: (item: T) => string;
  nameOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number, handle: HandleProps, dragging: boolean) => ReactNode;
  className?: string;
  label: string;
}

function Row<T>({ item, index, id, render }: { item: T; index: number; id: string; render: Props<T>['renderItem'] }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: CSS.Transform.toString(transform), transition, position: 'relative' as const, zIndex: isDragging ? 2 : undefined };
  return (
    <li ref={setNodeRef} style={style} data-sortable-id={id} className={isDragging ? 'is-dragging' : undefined}>
      {render(item, index, { ref: setActivatorNodeRef, ...attributes, ...listeners }, isDragging)}
    </li>
  );
}

export default function SortableList<T>({ lang, items, idOf, nameOf, onMove, renderItem, className, label }: Props<T>) {
  const t = landingsUi[lang];
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map(idOf);
  const name = (id: UniqueIdentifier) => nameOf(items[ids.indexOf(String(id))]!);
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t.listHelp },
        announcements: {
          onDragStart: ({ active }) => t.announcements.start(name(active.id)),
          onDragOver: ({ active, over }) => t.announcements.over(name(active.id), position(over?.id), ids.length),
          onDragEnd: ({ active, over }) => t.announcements.end(name(active.id), position(over?.id), ids.length),
          onDragCancel: ({ active }) => t.announcements.cancel(name(active.id)),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className} aria-label={label}>
          {items.map((item, index) => (
            <Row key={idOf(item)} id={idOf(item)} item={item} index={index} render={renderItem} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
