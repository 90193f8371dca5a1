import '../../global.css';
import styles from './about.module.css';

export default function AboutScreen() {
  return <main className={styles['page']}>About</main>;
}
