#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A POSIX mutex with one condition variable: state shared between threads is read and
/// changed with the lock held, and a thread that cannot go on `wait`s until another one
/// changes that state and `broadcast`s.
///
/// Blocking, not spinning: the machine's two cores are shared with whatever else runs, and a
/// thread spinning for a slot would take the core the other one needs to free it.
package final class ConditionLock {
  // Allocated rather than stored: a pthread mutex must not move once initialized.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  package init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }

  package func unlock() { pthread_mutex_unlock(mutex) }

  /// Releases the lock until another thread broadcasts, then takes it again. Wake-ups can be
  /// spurious: callers wait in a loop that tests their condition.
  package func wait() { pthread_cond_wait(condition, mutex) }

  /// Wakes every waiting thread (each re-tests its own condition).
  package func broadcast() { pthread_cond_broadcast(condition) }
}
