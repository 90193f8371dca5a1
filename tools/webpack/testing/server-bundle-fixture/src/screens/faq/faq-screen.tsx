import styles from '../about/about.module.css';

export default function FaqScreen() {
  return <main className={styles['page']}>FAQ</main>;
}
