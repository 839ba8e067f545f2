import '@mantine/core/styles.css';
import { MantineProvider, Table } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { Snowfall } from '../../src/features/layout/Snowfall';

/**
 * A long table to scroll, with or without the real snowfall component (`?snow=1`). The snowfall gets a December date
 * and a seeded random source whose first value (the start delay) is 0, so the flakes appear after the minimum 15 s.
 */
function seededRandom(seed: number): () => number {
  let state = seed;
  let first = true;
  return () => {
    if (first) {
      first = false;
      return 0;
    }
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

const snow = new URLSearchParams(window.location.search).get('snow') === '1';
const rows = Array.from({ length: 2000 }, (_, index) => index);

function Page() {
  return (
    <MantineProvider>
      <Table striped>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row}>
              <Table.Td>{`АР-${String(row).padStart(4, '0')} План этажа.pdf`}</Table.Td>
              <Table.Td>{`${String((row * 37) % 900)} КБ`}</Table.Td>
              <Table.Td>22 ноября 2026 г. в 12:30</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {snow && <Snowfall now={new Date('2026-12-15T10:00:00Z')} random={seededRandom(42)} />}
    </MantineProvider>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<Page />);
